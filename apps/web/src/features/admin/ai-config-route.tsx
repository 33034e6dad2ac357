// /admin/ai/config (owner; issue 15 item 2, spec 3 §2.9): the stored configuration and today's
// status in one call; Save sends the changed fields and answers with the spec's toasts. Saving
// is the mutation's own state, as on the other staff pages: the form has one step.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  aiSystemConfigQueryOptions,
  updateAiSystemConfigMutationOptions,
} from '@pedalswap/api-client';
import { AI_ADMIN_MESSAGES, AI_CONFIG_MESSAGES } from '@pedalswap/domain/ai';
import { AiConfigPage } from '@pedalswap/ui/screens/admin/ai-config';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';

export function AiConfigRoute() {
  const { client } = useSession();
  const loaded = useQuery(aiSystemConfigQueryOptions(client));
  const save = useMutation(updateAiSystemConfigMutationOptions(client));

  useEffect(() => {
    if (loaded.isError) toastError(AI_CONFIG_MESSAGES.loadFailed);
  }, [loaded.isError]);

  // The form starts from the configuration as first loaded, and again from the one a save
  // answers with; a background refetch (another owner's save, a window refocus) does not reset
  // it, which would throw away the member's unsaved changes.
  const [config, setConfig] = useState(loaded.data?.config);
  if (!config && loaded.data) setConfig(loaded.data.config);
  return (
    <AiConfigPage
      key={config ? JSON.stringify(config) : 'loading'}
      state={loaded.isPending ? 'loading' : loaded.isError ? 'error' : 'ready'}
      config={config}
      status={loaded.data?.status}
      saving={save.isPending}
      onSave={(changes) =>
        save.mutate(changes, {
          onSuccess: (done) => {
            setConfig(done.config);
            toastSuccess(done.message || AI_ADMIN_MESSAGES.configUpdated);
          },
          onError: () => toastError(AI_CONFIG_MESSAGES.saveFailed),
        })
      }
    />
  );
}
