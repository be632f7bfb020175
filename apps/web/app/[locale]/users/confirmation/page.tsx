import { accountRoute } from '../account-route';

const route = accountRoute('confirmation', '/users/confirmation');

export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.AccountRoutePage;
