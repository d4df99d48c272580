import { act, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';

type Module = typeof import('./color-mode');

// The operating system's theme, as the browser reports it (jsdom has no matchMedia).
function stubSystem(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    get matches() {
      return system.dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  const system = {
    dark,
    change(next: boolean) {
      system.dark = next;
      for (const listener of listeners) listener();
    },
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return system;
}

// The module as a new page load finds it (its state is the page's); React stays the one instance.
function freshModule(): Module {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    loaded = jest.requireActual('./color-mode');
  });
  return loaded as Module;
}

function Probe({ module }: { module: Module }) {
  const { choice, mode } = module.useColorMode();
  return <p>{`${choice} ${mode}`}</p>;
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.className = '';
});

test('follows the system by default, and its changes while the choice is System', () => {
  const system = stubSystem(true);
  const module = freshModule();
  render(<Probe module={module} />);
  expect(screen.getByText('system dark')).toBeInTheDocument();
  expect(root).toHaveClass('dark');
  act(() => system.change(false));
  expect(screen.getByText('system light')).toBeInTheDocument();
  expect(root).toHaveClass('light');
  expect(root).not.toHaveClass('dark');
});

test('an explicit choice is applied at once, remembered in this browser, and wins over the system', () => {
  const system = stubSystem(false);
  const module = freshModule();
  render(<Probe module={module} />);
  act(() => module.setColorModeChoice('dark'));
  expect(screen.getByText('dark dark')).toBeInTheDocument();
  expect(root).toHaveClass('dark');
  expect(root.style.colorScheme).toBe('dark');
  expect(localStorage.getItem(module.COLOR_MODE_STORAGE_KEY)).toBe('dark');
  act(() => system.change(false));
  expect(screen.getByText('dark dark')).toBeInTheDocument();

  // A new page load in the same browser starts from the remembered choice.
  const reloaded = freshModule();
  render(<Probe module={reloaded} />);
  expect(screen.getAllByText('dark dark')).toHaveLength(2);
});

test('choosing System again forgets the choice and follows the system', () => {
  stubSystem(true);
  localStorage.setItem('telehealth.colorMode', 'light');
  const module = freshModule();
  render(<Probe module={module} />);
  expect(screen.getByText('light light')).toBeInTheDocument();
  act(() => module.setColorModeChoice('system'));
  expect(screen.getByText('system dark')).toBeInTheDocument();
  expect(localStorage.getItem('telehealth.colorMode')).toBeNull();
});

test('the script run before the first paint reads the same key and applies the same classes', () => {
  const script = fs.readFileSync(path.join(__dirname, '../../build/color-mode-init.js'), 'utf8');
  const module = freshModule();
  expect(script).toContain(`'${module.COLOR_MODE_STORAGE_KEY}'`);

  stubSystem(false);
  localStorage.setItem(module.COLOR_MODE_STORAGE_KEY, 'dark');
  new Function(script)();
  expect(root).toHaveClass('dark');
  expect(root.style.colorScheme).toBe('dark');

  root.className = '';
  localStorage.clear();
  stubSystem(true);
  new Function(script)();
  expect(root).toHaveClass('dark');

  root.className = '';
  stubSystem(false);
  new Function(script)();
  expect(root).toHaveClass('light');
});
