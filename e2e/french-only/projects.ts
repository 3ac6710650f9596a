export { projects } from '../../content/projects';
