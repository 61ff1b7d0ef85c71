export * from './orgs';
export * from './users';
export * from './workspaces';
export * from './auth';
export * from './messaging';
export * from './catalog';
export * from './audit';
export * from './workflows';
