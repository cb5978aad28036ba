export type { FakeContainer } from './testing/fake-runpod-pods';
export { startFakeRunPod, type FakeRunPod, type FakeRunPodOptions, type FakeRunPodRequest } from './testing/fake-runpod';
export { manualClock, type ManualClock } from './testing/manual-clock';
export { memorySimulatedPodStore } from './testing/memory-simulated-pod-store';
export { describePodProviderContract, type PodProviderUnderTest } from './pod-provider.contract';
