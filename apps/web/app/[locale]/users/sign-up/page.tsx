import { accountRoute } from '../account-route';

const route = accountRoute('signUp', '/users/sign-up');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.AccountRoutePage;
