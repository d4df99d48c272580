// Types of remotes.cjs, for the TypeScript that reads it (tests).
export interface RemoteSection {
  path: string;
  label: string;
  icon: string;
  order: number;
  dot?: string;
}

export interface RemoteDeclaration {
  name: string;
  dir: string;
  packageName: string;
  version: string;
  federationName: string;
  label: string;
  team: string;
  devPort: number;
  contract: string;
  sections: RemoteSection[];
}

export declare const ROOT: string;
export declare function listRemotes(root?: string): RemoteDeclaration[];
export declare function readRemote(folder: string): RemoteDeclaration;
