export * from '../../content/projects';
