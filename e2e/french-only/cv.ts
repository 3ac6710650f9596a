export * from '../../content/cv';
