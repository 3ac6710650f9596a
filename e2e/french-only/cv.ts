export { cv } from '../../content/cv';
