import { accountRoute } from '../password-route';

const route = accountRoute('passwordEdit', '/users/password/edit');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.AccountRoutePage;
