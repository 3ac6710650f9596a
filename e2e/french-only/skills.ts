export * from '../../content/skills';
