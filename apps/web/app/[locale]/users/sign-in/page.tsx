import { accountRoute } from '../account-route';

const route = accountRoute('signIn', '/users/sign-in');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.AccountRoutePage;
