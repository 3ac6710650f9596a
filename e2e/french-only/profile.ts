export * from '../../content/profile';
