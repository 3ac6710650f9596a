export * from '../../content/technologies';
