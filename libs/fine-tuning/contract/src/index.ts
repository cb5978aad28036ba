export * from './fine-tune-payload';
export * from './fine-tuning.routes';
