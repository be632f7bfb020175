/** The account route helper, one level up (relative imports stay one level deep). */
export { accountRoute } from '../account-route';
