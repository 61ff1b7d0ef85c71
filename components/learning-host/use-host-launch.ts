'use client';

import { useEffect, useState } from 'react';
import { ApiRequestError, apiRequest, setApiBearer } from '@/components/ui/api-request';
import { noPermissionMessage } from '@/lib/learning-host/host-messages';
import type { HostSignIn, ValidateReply } from '@/lib/learning-host/schema';
import type { HostWorkflow } from '@/lib/learning-host/workflow-types';
import { reasonFromError } from '@/lib/player/reasons';
import type { PlayerUnavailableReason } from '@/lib/player/schema';

export type LaunchValues = { pkg: string; lid: string; lname: string; ts: string; sig: string };

/** Spec 02 §4 learning-host check status, with what each success brings. */
export type HostCheck =
  | { status: 'todo' }
  | { status: 'fail' }
  /** Too many launches of this learner from this address (429): wait and open the course again. */
  | { status: 'limited' }
  | { status: 'unavailable'; reason: Exclude<PlayerUnavailableReason, 'forbidden'> }
  | { status: 'success' | 'successForNewUser'; displayName: string; item: HostWorkflow };

export const postToHost = (message: unknown) => window.parent.postMessage(message, '*');

/**
 * Validate the launch values, sign in with the custom token (a bearer for every later call), load
 * the workflow. Opened outside a frame or without launch values it fails at once: 'no permission'.
 */
export function useHostLaunch(workflowId: string, launch: LaunchValues | null): HostCheck {
  const [check, setCheck] = useState<HostCheck>({ status: 'todo' });
  useEffect(() => {
    let live = true;
    const fail = () => {
      if (!live) return;
      setCheck({ status: 'fail' });
      if (window.parent !== window) postToHost(noPermissionMessage(workflowId));
    };
    if (window.self === window.top || !launch) {
      fail();
      return;
    }
    void (async () => {
      try {
        const { item: valid } = await apiRequest<ValidateReply>('/api/v1/learning-host/validate', { method: 'POST', body: { ...launch, workflowId } });
        const { item: session } = await apiRequest<{ item: HostSignIn }>('/api/v1/learning-host/sign-in', { method: 'POST', body: { customToken: valid.customToken } });
        setApiBearer(session.accessToken);
        const { item } = await apiRequest<{ item: HostWorkflow }>('/api/v1/learning-host/workflow', { query: { workflowId } });
        if (live) setCheck({ status: valid.isNewUser ? 'successForNewUser' : 'success', displayName: valid.displayName, item });
      } catch (error) {
        const reason = error instanceof ApiRequestError ? reasonFromError({ code: error.code, message: error.messageKey }) : null;
        if (error instanceof ApiRequestError && error.status === 429 && live) setCheck({ status: 'limited' });
        else if (reason && reason !== 'forbidden' && live) setCheck({ status: 'unavailable', reason });
        else fail();
      }
    })();
    return () => {
      live = false;
    };
    // Once per page: the launch values are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return check;
}
