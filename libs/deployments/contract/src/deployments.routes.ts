import * as v from 'valibot';
import { defineRoute, IsoDateTime, UserId, AssetId, GPU_COUNT_ERROR, GPU_COUNTS, GPU_TYPES, type GpuType } from '@bagel/contract';
import { progressEntries, readProgress } from './deployment-progress';

/** Spec §7's `{pod-provider}` segment, and the provider a real deployment runs on. */
export const POD_PROVIDER_SEGMENT = 'runpod';

/** The instance types a deploy request names (spec §5: the client always sends a100), and the GPU each one is. */
export const INSTANCE_TYPES: Record<string, GpuType> = {
  v100: 'NVIDIA_TESLA_V100',
  a100: 'NVIDIA_TESLA_A100',
  'a100-80gb': 'NVIDIA_TESLA_A100_80GB',
  h100: 'NVIDIA_H100_80GB',
};
export type InstanceType = keyof typeof INSTANCE_TYPES;

/** Spec §5/§9: what the client always sends (1 GPU, a100, no autoscale, one replica). */
export const DEFAULT_DEPLOYMENT = {
  gpu_count: 1,
  instance_type: 'a100',
  auto_scale: false,
  min_replicas: 1,
  max_replicas: 1,
} as const;

/** A spend cap beyond this is a typo, not a budget (Bagels). */
export const MAX_SPEND_CAP = 1_000_000;

/** Spec §8: the server's deploy refusals start with this prefix, which the client strips. */
export const DEPLOYMENT_VALIDATION_PREFIX = 'Deployment validation failed: ';

/** A deploy is refused unless the balance covers this many minutes of the pod: starting a GPU for less wastes it. */
export const DEPLOY_MIN_MINUTES = 10;

/** Bagels in server texts, as spec §8's client rewrites them: `12.5 tokens`, `3 more tokens` (hundredths, no trailing 0). */
const tokenAmount = (bagels: number) => Number(bagels.toFixed(2));
const tokens = (bagels: number) => `${tokenAmount(bagels)} tokens`;

/**
 * Spec §8: the refusal of a deploy the balance cannot cover; the client converts its token amounts to BGL or USD. What
 * the user's live deployments still need for their own first minutes (`reservedBagels`) is spoken for.
 */
export const deployBalanceRefusal = (neededBagels: number, balanceBagels: number, reservedBagels = 0) =>
  `${DEPLOYMENT_VALIDATION_PREFIX}Insufficient balance: this deployment needs ${tokens(neededBagels)} for its first ${DEPLOY_MIN_MINUTES} minutes and you have ${tokens(balanceBagels)}${
    reservedBagels > 0
      ? `, while your live deployments still need ${tokens(reservedBagels)} for their own first ${DEPLOY_MIN_MINUTES} minutes`
      : ''
  }. Add ${tokenAmount(neededBagels + reservedBagels - balanceBagels)} more tokens to deploy it.`;

/** Spec §8's default texts. */
export const DEPLOYMENT_ERRORS = {
  deploy: 'Failed to deploy model',
  terminate: 'Failed to terminate deployment',
  list: 'Failed to fetch deployments',
} as const;

/** What a running deployment costs, from spec §9's GPU price table. */
export const DeploymentCost = v.object({
  gpu_type: v.picklist(GPU_TYPES),
  gpu_count: v.number(),
  usd_per_hour: v.number(),
  /** Bagels per hour, and per minute as billed (hundredths rounded up). */
  bgl_per_hour: v.number(),
  bgl_per_minute: v.number(),
});
export type DeploymentCost = v.InferOutput<typeof DeploymentCost>;

export const DEPLOYMENT_STATUSES = ['pending', 'provisioning', 'loading', 'running', 'failed', 'terminated'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

/** Why a deployment ended: the user terminated it, it hit its spend cap, the balance ran out, or it failed. */
export const DEPLOYMENT_END_REASONS = ['terminated', 'spend_cap', 'balance', 'failed'] as const;
export type DeploymentEndReason = (typeof DEPLOYMENT_END_REASONS)[number];

/** Spec §3's pod / deployment, with what its card shows. */
export const Deployment = v.pipe(
  v.object({
    pod_id: v.string(),
    model_id: v.string(),
    model_name: v.string(),
    user_id: v.string(),
    status: v.picklist(DEPLOYMENT_STATUSES),
    /** 0 to 100 while starting, 100 once running; read as spec §3 says (see {@link readProgress}). */
    ...progressEntries,
    /** What it is doing, or why it failed or stopped. */
    message: v.nullable(v.string()),
    /**
     * True when the model has no chat template of its own (a base model such as meta-llama/Llama-3.2-1B, or an adapter
     * on one), so its pod serves chat with the platform's plain template; the card says so.
     */
    plain_chat_template: v.optional(v.boolean()),
    /** Who runs it: 'Local simulator' or 'RunPod'. */
    provider: v.string(),
    instance_type: v.string(),
    gpu_type: v.picklist(GPU_TYPES),
    gpu_count: v.number(),
    cost: DeploymentCost,
    /** Bagels charged so far (every started minute). */
    cost_so_far: v.number(),
    /** Bagels; null when only the balance limits it. */
    spend_cap: v.nullable(v.number()),
    end_reason: v.nullable(v.picklist(DEPLOYMENT_END_REASONS)),
    created_at: IsoDateTime,
    running_since: v.nullable(IsoDateTime),
    ended_at: v.nullable(IsoDateTime),
  }),
  v.transform(readProgress),
);
export type Deployment = v.InferOutput<typeof Deployment>;

const Replicas = (field: string) =>
  v.optional(
    v.pipe(
      v.number(`${field} must be a number`),
      v.integer(`${field} must be a whole number`),
      v.value(1, `${field} must be 1: a deployment runs one replica`),
    ),
    1,
  );

export const SpendCap = v.nullable(
  v.pipe(
    v.number('spend_cap must be a number of Bagels'),
    v.finite('spend_cap must be a number of Bagels'),
    v.gtValue(0, 'spend_cap must be greater than 0'),
    v.maxValue(MAX_SPEND_CAP, `spend_cap must be at most ${MAX_SPEND_CAP}`),
    v.check(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'spend_cap must have at most 2 decimals',
    ),
  ),
);

/** Spec §7's deploy body (fixed by the client, §5), plus an optional spend cap in Bagels. */
export const DeployRequest = v.object({
  model_id: AssetId,
  user_id: UserId,
  gpu_count: v.optional(v.picklist(GPU_COUNTS, GPU_COUNT_ERROR), 1),
  instance_type: v.optional(
    v.picklist(
      Object.keys(INSTANCE_TYPES) as [InstanceType, ...InstanceType[]],
      `instance_type must be one of ${Object.keys(INSTANCE_TYPES).join(', ')}`,
    ),
    'a100',
  ),
  auto_scale: v.optional(v.literal(false, 'auto_scale must be false: autoscaling is not available'), false),
  min_replicas: Replicas('min_replicas'),
  max_replicas: Replicas('max_replicas'),
  spend_cap: v.optional(SpendCap, null),
});
export type DeployRequest = v.InferOutput<typeof DeployRequest>;

const deployRoute = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tag: 'deployments',
    access: 'user',
    owner: { in: 'body', field: 'user_id' },
    body: DeployRequest,
    // One key, one pod: a retried click never rents a second GPU.
    idempotent: true,
    waitlist: 'refused',
    errors: [404, 422],
    response: Deployment,
  });

export const deployModel = deployRoute(
  '/api/v1/model/deployment/vllm',
  'Deploys a model to a GPU pod (vLLM); billed per started minute while it runs',
);

export const deployOnPodProvider = deployRoute(
  `/api/v1/deploy/${POD_PROVIDER_SEGMENT}`,
  'Deploys a model to a GPU pod, as the model deploy does (the pod-provider spelling of the call)',
);

export const PodParams = v.object({ podId: v.pipe(v.string(), v.uuid('Pod id must be a deployment id')) });

export const getPodProviderDeployStatus = defineRoute({
  method: 'GET',
  path: `/api/v1/deploy/${POD_PROVIDER_SEGMENT}/{podId}/status`,
  summary: "A deployment's status, with a line for people in message",
  tag: 'deployments',
  access: 'user',
  params: PodParams,
  errors: [404],
  response: v.object({ pod_id: v.string(), status: v.picklist(DEPLOYMENT_STATUSES), message: v.string() }),
});

const queryGpuCount = v.pipe(v.optional(v.string(), '1'), v.transform(Number), v.picklist(GPU_COUNTS, GPU_COUNT_ERROR));

export const getDeploymentCost = defineRoute({
  method: 'GET',
  path: `/api/v1/deploy/${POD_PROVIDER_SEGMENT}/cost`,
  summary: 'What a pod costs per hour and per minute (gpu_type: an instance type or a GPU type)',
  tag: 'deployments',
  access: 'user-or-service',
  query: v.object({
    gpu_type: v.pipe(
      v.optional(v.string(), 'a100'),
      v.transform((type) => INSTANCE_TYPES[type] ?? type),
      v.picklist(GPU_TYPES, `gpu_type must be one of ${[...Object.keys(INSTANCE_TYPES), ...GPU_TYPES].join(', ')}`),
    ),
    gpu_count: queryGpuCount,
  }),
  response: DeploymentCost,
});

const UserParams = v.object({ userId: UserId });
const ownerParam = { in: 'params', field: 'userId' } as const;

export const listUserPods = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/user/{userId}',
  summary: "The user's pods that have not ended (starting or running), newest first",
  tag: 'deployments',
  access: 'user-or-service',
  owner: ownerParam,
  params: UserParams,
  response: v.object({ pods: v.array(Deployment) }),
});

export const getDeploymentsKey = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/key',
  summary: "The caller's key for the OpenAI-compatible chat endpoint: it reaches their deployments and moves no money",
  tag: 'deployments',
  access: 'user',
  response: v.object({ key: v.string(), base_url: v.string() }),
});

/** The deployment list shows this many, newest first. */
export const DEPLOYMENTS_LIST_LIMIT = 100;

export const listUserDeployments = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/vllm/user/{userId}',
  summary: `The user's deployments, running and ended, newest first (at most ${DEPLOYMENTS_LIST_LIMIT})`,
  tag: 'deployments',
  access: 'user-or-service',
  owner: ownerParam,
  params: UserParams,
  response: v.object({ deployments: v.array(Deployment) }),
});

export const DeploymentStats = v.object({
  total_running_deployment: v.number(),
  total_pending_deployment: v.number(),
  total_deployments: v.number(),
  /** Bagels charged for deployments, ever. */
  total_cost: v.number(),
});

export const getDeploymentStats = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/vllm/user/{userId}/stats',
  summary: "Counts of the user's deployments by state, and what they have cost",
  tag: 'deployments',
  access: 'user-or-service',
  owner: ownerParam,
  params: UserParams,
  response: DeploymentStats,
});

export const getDeploymentStatus = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/vllm/{podId}/status',
  summary: "A deployment's status",
  tag: 'deployments',
  access: 'user',
  params: PodParams,
  errors: [404],
  response: v.object({ pod_id: v.string(), status: v.picklist(DEPLOYMENT_STATUSES), message: v.nullable(v.string()) }),
});

export const getDeploymentProgress = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/vllm/{podId}/progress',
  summary: "A deployment's start-up progress, 0 to 100",
  tag: 'deployments',
  access: 'user',
  params: PodParams,
  errors: [404],
  response: v.pipe(
    v.object({ pod_id: v.string(), status: v.picklist(DEPLOYMENT_STATUSES), ...progressEntries }),
    v.transform(readProgress),
  ),
});

export const terminateDeployment = defineRoute({
  method: 'POST',
  path: '/api/v1/model/pod/{podId}/terminate',
  summary: 'Stops a deployment and its pod; billing stops with it (terminating an ended one changes nothing)',
  tag: 'deployments',
  access: 'user',
  owner: { in: 'query', field: 'user_id' },
  params: PodParams,
  query: v.object({ user_id: UserId }),
  errors: [404],
  response: Deployment,
});

export const setDeploymentSpendCap = defineRoute({
  method: 'PUT',
  path: '/api/v1/deployments/vllm/{podId}/spend-cap',
  summary: 'Sets or clears what a deployment may cost in all (Bagels); reaching it stops the pod',
  tag: 'deployments',
  access: 'user',
  params: PodParams,
  body: v.object({ spend_cap: SpendCap }),
  // 409: the deployment has ended; 422: the cap is not above what it has cost already.
  errors: [404, 409, 422],
  response: Deployment,
});
