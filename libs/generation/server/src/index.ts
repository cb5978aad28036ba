export { generationPlugin, type GenerationPluginOptions } from './generation.plugin';
export { generationMigrations } from './generation.migrations';
export { GenerationFailed, type GeneratedFile, type Generator, type GeneratorInput } from './generator/generator';
export { createLocalGenerator, type LocalGeneratorOptions } from './generator/local/local-generator';
export { createReplicateGenerator, type ReplicateGeneratorOptions } from './generator/replicate/replicate-generator';
export { generatorFromEnvironment } from './generator/generator-from-environment';
