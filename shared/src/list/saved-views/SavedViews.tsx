import { useApiQuery, useWrites } from '@telehealth/shared/query';
import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  Flex,
  IconButton,
  Menu,
  notifyError,
  notifySuccess,
  Portal,
} from '@telehealth/shared/ui';
import { SaveViewDialog } from './SaveViewDialog';
import { deleteView, fetchSavedViews, type SavedView, type SavedViewList, saveView } from './saved-views-api';
import { viewQuery } from './view-query';

export interface SavedViewsProps {
  /** Which list's views (the API keeps them per admin and list). */
  list: SavedViewList;
}

/**
 * The quick tabs above a list: All, then the admin's saved views (each a link to the list with its
 * filters, search and sort, so it can be shared), and Save view for the current ones. Without a
 * saved view there are no tabs (a lone All would choose nothing): only Save view, once filtered.
 */
export function SavedViews({ list }: SavedViewsProps) {
  const { pathname, search } = useLocation();
  const current = viewQuery(search);
  const views = useApiQuery(['saved-views', list], (signal) => fetchSavedViews(list, signal));
  const write = useWrites([['saved-views', list]]);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const saved = views.data?.views ?? [];
  const canSave = current !== '' && !saved.some((view) => view.query === current);
  const linkTo = (query: string) => (query ? `${pathname}?${query}` : pathname);

  async function copyLink(view: SavedView) {
    const url = `${window.location.origin}${linkTo(view.query)}`;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(`Link to "${view.name}" copied`);
    } catch {
      notifyError('The browser did not allow copying: open the view and copy the address bar');
    }
  }

  if (!saved.length && !canSave) return null;
  return (
    <Flex as="nav" aria-label="Saved views" wrap="wrap" gap="2" align="center" data-testid="saved-views">
      {saved.length > 0 && <ViewTab to={linkTo('')} active={current === ''} label="All" />}
      {saved.map((view) => (
        <Flex key={view.uid} align="center">
          <ViewTab to={linkTo(view.query)} active={current === view.query} label={view.name} />
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton size="2xs" variant="ghost" aria-label={`Options of the view ${view.name}`}>
                <ChevronDown size={14} aria-hidden />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="copy" onClick={() => copyLink(view)}>
                    Copy link
                  </Menu.Item>
                  <Menu.Item value="delete" color="fg.error" onClick={() => setDeleting(view)}>
                    Delete view
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
      ))}
      {canSave && (
        <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setSaving(true)}>
          <Plus size={14} aria-hidden />
          Save view
        </Button>
      )}
      <SaveViewDialog
        open={saving}
        onClose={() => setSaving(false)}
        onSave={async (name) => {
          const { view } = await write(() => saveView(list, name, current));
          notifySuccess(`View "${view.name}" saved`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete view"
        description={
          deleting ? `Delete the view "${deleting.name}"? The list itself is not changed.` : undefined
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        confirmColor="red"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const { uid, name } = deleting;
          await write(() => deleteView(uid));
          notifySuccess(`View "${name}" deleted`);
        }}
      />
    </Flex>
  );
}

function ViewTab({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Button
      asChild
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'teal' : 'gray'}
      aria-current={active ? 'page' : undefined}
    >
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );
}
