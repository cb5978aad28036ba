/** A model a user may put to work: their own, or one they bought on the market. */
export interface UsableModel {
  id: string;
  /** Its title, as the user's lists show it; for a hub clone, the hub repository's id. */
  name: string;
}

/**
 * Models as other domains find them for a user (deployments): the assets domain owns them and decides who may use one.
 */
export interface UsableModels {
  /** Undefined when there is no such model (asset of type MODEL) or the user neither owns nor bought it. */
  find(modelId: string, userId: string): Promise<UsableModel | undefined>;
}
