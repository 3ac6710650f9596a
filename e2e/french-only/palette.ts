export { palette } from '../../content/palette';
