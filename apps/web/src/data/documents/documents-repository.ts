import type { Clock } from '../clock.ts';
import { bytesEqual } from '../crypto/bytes.ts';
import { RecordNotFoundError } from '../record-errors.ts';
import type { StoredRecord, SyncMeta } from '../record-types.ts';
import type { RecordStore } from '../record-store.ts';
import { nextTempIds } from '../temp-ids.ts';
import { emptyModuleData, type DocumentData, type TemplateData } from './document-data.ts';

export interface NewDocumentInput {
  template: TemplateData;
  clientId: number;
  staffId: number;
  organizationId: number;
  appointmentId: number | null;
  clientProgramId: number | null;
  /** yyyy-MM-dd, never in the future (spec 2 §5). */
  serviceDate: string;
}

/** What the wizard changes in a document. */
export type DocumentChange = Partial<
  Pick<
    DocumentData,
    | 'moduleData'
    | 'signature'
    | 'documentStatus'
    | 'fullySigned'
    | 'clientProgramId'
    | 'serviceDate'
    | 'signerProof'
  >
>;

export interface DocumentsRepositoryOptions {
  store: RecordStore;
  clock: Clock;
  /** Told after every local write, e.g. to ask the sync engine to send it. */
  onChange?: () => void;
}

const ATTEMPTS = 5;
const dirtyMeta = (rev: number, firstSentRev: number | null): SyncMeta => ({
  syncState: 'dirty',
  syncError: null,
  rev,
  firstSentRev,
});

/**
 * A user's service documents on the device (spec 2 §7 "Local operations"; principle 2): every change is sealed
 * into the encrypted local database as dirty and returns at once; the sync engine sends it. Ids given out stay
 * usable after the server swaps a temporary id (idMap).
 */
export class DocumentsRepository {
  constructor(private readonly options: DocumentsRepositoryOptions) {}

  async create(input: NewDocumentInput): Promise<DocumentData> {
    const { store, clock } = this.options;
    const [id] = await nextTempIds(store.db, clock);
    const { template } = input;
    const data: DocumentData = {
      id: id!,
      version: 0,
      serviceDocumentId: template.id,
      serviceDocumentVersion: template.version,
      appointmentId: input.appointmentId,
      clientId: input.clientId,
      staffId: input.staffId,
      organizationId: input.organizationId,
      clientProgramId: input.clientProgramId,
      serviceDate: input.serviceDate,
      documentName: template.description,
      documentCode: template.code,
      description: template.description,
      documentStatus: 'Incomplete',
      fullySigned: false,
      moduleData: emptyModuleData(template),
      signature: null,
      pdfUrl: null,
      uploadDate: null,
      startedDate: new Date(clock()).toISOString(),
      changedDate: null,
      deletedDate: null,
    };
    await store.table('document').add(await store.seal('document', data, dirtyMeta(1, null)));
    this.options.onChange?.();
    return data;
  }

  /** Saves a change, by the temporary id or the server id; a refused document becomes dirty again. */
  async save(id: number, change: DocumentChange): Promise<DocumentData> {
    return this.rewrite(id, (current) => ({ ...current, ...change }));
  }

  /**
   * spec 2 §4 Delete: a document the server never had goes at once; one it has is marked deleted and sent
   * (the server deletes only a document that is not fully signed).
   */
  async remove(id: number): Promise<void> {
    const { store } = this.options;
    const row = await this.row(id);
    const unsent = typeof row.id === 'number' && row.id < 0 && row.firstSentRev === null;
    if (unsent && row.syncState !== 'pending') {
      await store.db.transaction('rw', store.table('document'), async () => {
        const now = await store.table('document').get(row.id);
        if (now && bytesEqual(now.iv, row.iv)) await store.table('document').delete(row.id);
      });
      this.options.onChange?.();
      return;
    }
    await this.rewrite(id, (current) => ({ ...current, deleted: true }));
  }

  async get(id: number): Promise<DocumentData | undefined> {
    const row = await this.row(id).catch((error: unknown) => {
      if (error instanceof RecordNotFoundError) return undefined;
      throw error;
    });
    return row ? this.options.store.open<DocumentData>('document', row) : undefined;
  }

  /**
   * Resolving a refused stale write (issue 13 item 2), keeping both versions: this device's copy becomes a
   * new document (a fresh temporary id, version 0) and the server's copy takes the old id, clean.
   */
  async keepMineAsNew(id: number): Promise<DocumentData> {
    const { store, clock } = this.options;
    const row = await this.row(id);
    const mine = await store.open<DocumentData>('document', row);
    if (!mine.serverCopy) throw new Error('document has no server copy to resolve against');
    const [newId] = await nextTempIds(store.db, clock);
    const copy: DocumentData = { ...mine, id: newId!, version: 0, serverCopy: null };
    const sealedCopy = await store.seal('document', copy, dirtyMeta(1, null));
    const sealedServer = await store.seal('document', serverRecord(mine.serverCopy), cleanState());
    await this.replace(row, [sealedServer, sealedCopy]);
    return copy;
  }

  /** Resolving a refused stale write by taking the server's copy; this device's change is dropped. */
  async takeServers(id: number): Promise<void> {
    const { store } = this.options;
    const row = await this.row(id);
    const mine = await store.open<DocumentData>('document', row);
    if (!mine.serverCopy) throw new Error('document has no server copy to resolve against');
    await this.replace(row, [await store.seal('document', serverRecord(mine.serverCopy), cleanState())]);
  }

  private async replace(row: StoredRecord, rows: StoredRecord[]): Promise<void> {
    const { store } = this.options;
    const table = store.table('document');
    const done = await store.db.transaction('rw', table, async () => {
      const now = await table.get(row.id);
      if (!now || !bytesEqual(now.iv, row.iv)) return false;
      await table.bulkPut(rows);
      return true;
    });
    if (!done) throw new Error('the document changed while being resolved');
    this.options.onChange?.();
  }

  private async rewrite(id: number, next: (current: DocumentData) => DocumentData): Promise<DocumentData> {
    const { store } = this.options;
    const table = store.table('document');
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const row = await this.row(id);
      const data = next(await store.open<DocumentData>('document', row));
      const sealed = await store.seal('document', data, dirtyMeta(row.rev + 1, row.firstSentRev));
      // Checked inside the transaction: the sync engine may have swapped or rewritten the row meanwhile.
      const saved = await store.db.transaction('rw', table, async () => {
        const now = await table.get(row.id);
        if (!now || !bytesEqual(now.iv, row.iv)) return false;
        await table.put({ ...sealed, rev: now.rev + 1, firstSentRev: now.firstSentRev });
        return true;
      });
      if (saved) {
        this.options.onChange?.();
        return data;
      }
    }
    throw new Error('the document kept changing while being saved');
  }

  /** The row under this id, or under the server id a temporary id became. */
  private async row(id: number): Promise<StoredRecord> {
    const { db } = this.options.store;
    const table = this.options.store.table('document');
    const row = await table.get(id);
    if (row) return row;
    const mapped = await db.idMap.get(`document:${id}`);
    const swapped = mapped ? await table.get(mapped.serverId) : undefined;
    if (!swapped) throw new RecordNotFoundError('document', id);
    return swapped;
  }
}

const cleanState = (): SyncMeta => ({ syncState: 'clean', syncError: null, rev: 0, firstSentRev: null });

/** The server's copy as a local record: its own version is the base of any later edit. */
function serverRecord(server: DocumentData): DocumentData {
  return { ...server, serverCopy: null, deleted: false };
}
