import { accountRoute } from '../password-route';

const route = accountRoute('passwordNew', '/users/password/new');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.AccountRoutePage;
