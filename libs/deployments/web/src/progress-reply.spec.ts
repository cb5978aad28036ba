import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Deployment, getDeploymentProgress } from '@bagel/deployments-contract';
import { POD_ID, runningDeployment, startingDeployment } from './testing/deployment-fakes';

// The servers shape their replies through these schemas too: what they send today must come out unchanged.
describe("the contract's reading of a deployment's progress (spec §3, §9)", () => {
  it('leaves the replies the server sends as they are, key for key', () => {
    const reply = { pod_id: POD_ID, status: 'loading', progress: 45, deployment_progress: 45 };
    expect(JSON.stringify(v.parse(getDeploymentProgress.response, reply))).toBe(JSON.stringify(reply));
    for (const listed of [startingDeployment(), runningDeployment()]) {
      expect(JSON.stringify(v.parse(Deployment, listed))).toBe(JSON.stringify(listed));
    }
  });

  it('reads progress, else deployment_progress, as a number; 0 when neither holds one', () => {
    const read = (figures: Record<string, unknown>) => {
      const { progress, deployment_progress } = v.parse(getDeploymentProgress.response, { pod_id: POD_ID, status: 'loading', ...figures });
      return [progress, deployment_progress];
    };
    expect(read({ progress: 45, deployment_progress: 10 })).toEqual([45, 45]);
    expect(read({ deployment_progress: 60 })).toEqual([60, 60]);
    expect(read({ progress: null, deployment_progress: '70.5' })).toEqual([70.5, 70.5]);
    expect(read({ progress: 'soon', deployment_progress: 30 })).toEqual([30, 30]);
    expect(read({ progress: 0, deployment_progress: 80 })).toEqual([0, 0]);
    expect(read({ progress: ' ' })).toEqual([0, 0]);
    expect(read({ progress: 'Infinity' })).toEqual([0, 0]);
    expect(read({})).toEqual([0, 0]);
  });
});
