// Face of the account feature (client and server code). Server-only parts: ./server.ts.
export { AccountModalRoute } from './account-modal-route';
export { AuthMessagesProvider } from './auth-messages';
export { AccountArea } from './components/account-area';
export { AccountModalHost } from './components/account-modal-host';
export { AccountSession } from './components/account-session';
export { OpenAccountModal } from './components/open-account-modal';
