export { skills } from '../../content/skills';
