export { technologies } from '../../content/technologies';
