import { Can } from '@telehealth/shared/session';
import { formatTimestamp } from '@telehealth/shared/format';
import {
  ActionsMenu,
  ConfirmDialog,
  DetailFrame,
  DetailList,
  notifySuccess,
  SectionCard,
  StatusBadge,
  toneForStatus,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { save{{Name}}, set{{Name}}Status } from './api';
import { {{Name}}Dialog } from './{{Name}}Dialog';
import { {{NAMES}}_PATH, {{names}} } from './resource';
import type { {{Name}}, {{Name}}Answer, {{Name}}Body } from './types';

type Action = 'edit' | 'archive' | 'restore';
const QUESTIONS = { archive: 'Archive this {{label}}?', restore: 'Restore this {{label}}?' };
// A write answers with the {{label}}: it becomes the cached one, no read again.
const answered = (answer: {{Name}}Answer) => answer;

/** /admin/{{names-kebab}}/{uid}: the {{label}}, and its Actions (edit, archive or restore). */
export function {{Name}}DetailPage() {
  const { uid = '' } = useParams();
  const query = {{names}}.useRecord(uid);
  const [action, setAction] = useState<Action | null>(null);
  const save = {{names}}.useAction(uid, (body: {{Name}}Body) => save{{Name}}(uid, body), { record: answered });
  const setStatus = {{names}}.useAction(uid, (verb: 'archive' | 'restore') => set{{Name}}Status(uid, verb), {
    record: answered,
  });

  async function change(verb: 'archive' | 'restore') {
    await setStatus.mutateAsync(verb);
    notifySuccess(verb === 'archive' ? 'Archived' : 'Restored');
  }

  const view = ({{name}}: {{Name}}) => (
    <SectionCard
      title={{{name}}.name}
      actions={
        <Can permission="{{names-kebab}}.write">
          <ActionsMenu<Action>
            items={[
              { value: 'edit', label: 'Edit', shown: true },
              { value: 'archive', label: 'Archive', shown: {{name}}.status === 'active', danger: true },
              { value: 'restore', label: 'Restore', shown: {{name}}.status === 'archived' },
            ]}
            onSelect={setAction}
          />
        </Can>
      }
    >
      <DetailList
        items={[
          { label: 'Status', value: <StatusBadge label={{{name}}.status} tone={toneForStatus({{name}}.status)} /> },
          { label: 'Description', value: {{name}}.description },
          { label: 'Added', value: formatTimestamp({{name}}.created_at) },
          { label: 'Changed', value: formatTimestamp({{name}}.updated_at) },
        ]}
      />
      <{{Name}}Dialog
        open={action === 'edit'}
        {{name}}={{{name}}}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          notifySuccess('{{Label}} saved');
        }}
        onClose={() => setAction(null)}
      />
      {(action === 'archive' || action === 'restore') && (
        <ConfirmDialog
          open
          title={QUESTIONS[action]}
          confirmColor={action === 'archive' ? 'red' : 'teal'}
          onConfirm={() => change(action)}
          onClose={() => setAction(null)}
        />
      )}
    </SectionCard>
  );

  return (
    <DetailFrame query={query} thing="{{Label}}" list={{ href: {{NAMES}}_PATH, label: '{{Labels}}' }}>
      {(answer) => view(answer.{{name_snake}})}
    </DetailFrame>
  );
}

export default {{Name}}DetailPage;
