export * from '../../content/legal';
