import { CONTRACT_VERSION } from '@telehealth/shared/contracts';
import { Badge, Button, Code, Flex, Stack, Table, Text } from '@telehealth/shared/ui';
import { useEffect } from 'react';
import { loadRemoteRoutes } from '../../federation/load-remote-routes';
import { remoteNames, remoteRelease } from '../../federation/remote-directory';
import { NOT_LOADED, useRemoteStatus } from '../../federation/remote-status';
import { usePageTitle } from '../../shell/use-page-title';
import { type StatusRow, statusRow } from './status-rows';

const STATE_PALETTE: Record<string, string> = {
  Loaded: 'green',
  Failed: 'red',
  Incompatible: 'orange',
};

function checkAll(): void {
  for (const name of remoteNames()) loadRemoteRoutes(name).catch(() => undefined);
}

function StatusCells({ row }: { row: StatusRow }) {
  return (
    <Table.Row data-testid={`remote-status-${row.name}`}>
      <Table.Cell>
        <Text fontWeight="medium">{row.label}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.name}
        </Text>
      </Table.Cell>
      <Table.Cell data-testid="version">{row.version}</Table.Cell>
      <Table.Cell>{row.builtAt}</Table.Cell>
      <Table.Cell>
        <Code>{row.contract}</Code>
        {!row.fits && (
          <Text fontSize="xs" color="orange.fg">
            does not fit {CONTRACT_VERSION}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="xs" wordBreak="break-all">
          {row.manifestUrl}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Badge data-testid="state" colorPalette={STATE_PALETTE[row.state] ?? 'gray'}>
          {row.state}
        </Badge>
        {row.error && (
          <Text data-testid="error" fontSize="xs" color="red.fg" mt="1">
            {row.error}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * For operators: each remote the runtime configuration names, the release it runs (version, build
 * time, contract range, manifest URL) and whether it loaded in this page, with the error when not.
 * Opening the page loads every remote that is not loaded yet.
 */
export function RemoteStatusPage() {
  usePageTitle('Modules');
  const statuses = useRemoteStatus((state) => state.statuses);
  useEffect(checkAll, []);
  const rows = remoteNames().map((name) =>
    statusRow(name, remoteRelease(name), statuses[name] ?? NOT_LOADED),
  );
  return (
    <Stack gap="4" bg="bg.panel" borderRadius="md" p="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Text>
          This shell offers contract <Code data-testid="shell-contract">{CONTRACT_VERSION}</Code>. Releases
          are picked in the host&apos;s config.json, read at every page load.
        </Text>
        <Button size="sm" variant="outline" onClick={checkAll}>
          Check again
        </Button>
      </Flex>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Module</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Built</Table.ColumnHeader>
            <Table.ColumnHeader>Contract</Table.ColumnHeader>
            <Table.ColumnHeader>Manifest</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <StatusCells key={row.name} row={row} />
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
