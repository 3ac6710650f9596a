export { profile } from '../../content/profile';
