export * from './asset-labels';
export * from './asset-rules';
export * from './assets.routes';
export * from './market.routes';
export * from './download.routes';
export * from './readme.routes';
