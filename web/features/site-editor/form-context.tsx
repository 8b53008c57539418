import { createContext, useContext } from 'react';
import type { CollectionName } from '@contract/content/index';

/** An item another field may point at (ref selects, service and case-study links). */
export interface RefOption {
  id: string;
  name: string;
  /** Drafts may be chosen (decision 072); the select marks them. */
  draft: boolean;
}
export type RefOptions = Partial<Record<CollectionName, RefOption[]>>;

/** An uploaded picture as the image widget stores it (alt text is typed by the editor). */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

export interface SchemaFormOptions {
  refOptions: RefOptions;
  /** Uploads through the existing endpoint (POST /api/uploads); null when it failed (the widget says so). */
  uploadImage: (file: File) => Promise<UploadedImage | null>;
  /** A revision shown read-only. */
  readOnly?: boolean;
}

const SchemaFormContext = createContext<SchemaFormOptions>({ refOptions: {}, uploadImage: () => Promise.resolve(null) });

export const SchemaFormProvider = SchemaFormContext.Provider;
export const useSchemaFormOptions = () => useContext(SchemaFormContext);
