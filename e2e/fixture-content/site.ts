export * from '../../content/site';
