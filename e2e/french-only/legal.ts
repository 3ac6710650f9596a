export { legal } from '../../content/legal';
