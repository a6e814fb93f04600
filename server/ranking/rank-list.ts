/**
 * In-memory order statistics for leaderboards: rank of an id, entry at a position, pages from the top and
 * counts before a hypothetical score, each in microseconds for a few million entries. Counting rows in SQL
 * is too slow for that, so each API process keeps one of these, fed from the database.
 *
 * Layout: a sorted list of sorted blocks (square-root decomposition). Locating a key is two binary searches
 * (over the blocks' last entries, then inside one block); an insert or removal moves at most 2 × blockSize
 * references. A position is the entry's index in its block plus the number of entries in earlier blocks.
 */

export interface RankEntry {
  readonly id: string;
  readonly score: number;
  readonly version: number;
}

/**
 * Whether `e` ranks strictly before the key (score, version, id). Higher score first; on equal scores the
 * smaller version first (it reached the score earlier). The id only breaks ties between equal
 * (score, version) pairs, which the database never produces; it keeps the order total so that every entry
 * has exactly one place even if a caller breaks that rule.
 */
function before(e: RankEntry, score: number, version: number, id: string): boolean {
  return (
    e.score > score || (e.score === score && (e.version < version || (e.version === version && e.id < id)))
  );
}

/** First index of `block` whose entry does not rank before the key. */
function lowerBound(block: readonly RankEntry[], score: number, version: number, id: string): number {
  let lo = 0;
  let hi = block.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(block[mid]!, score, version, id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The empty string sorts before every id, so a key with it is placed before every entry with the same
 * (score, version): queries about a hypothetical entry then count only entries strictly before it.
 */
const NO_ID = '';

export class RankList {
  private readonly maxBlock: number;
  /**
   * Blocks below this length are merged into a neighbour. Without it a long-lived list whose entries keep
   * moving (upsert = leave one block, join another) collects ever more small blocks while its size stays
   * flat, and the per-block costs (prefix counts, block search) grow with the number of updates rather
   * than with the number of entries. With it, every block holds at least this many entries whenever there
   * is more than one block, so there are at most 2 × size / blockSize + 1 blocks.
   */
  private readonly minBlock: number;
  private readonly entries = new Map<string, RankEntry>();
  /** Non-empty, each sorted, and every entry of a block ranks before every entry of the next. */
  private blocks: RankEntry[][] = [];
  /**
   * prefix[b] = number of entries in blocks 0..b-1, valid for b < prefixValid. An update in block b only
   * changes prefix[b + 1..], so it lowers prefixValid to b + 1 and the next query extends the valid part
   * only as far as it needs: a burst of updates costs one recomputation, not one per update, and a query
   * near the top touches only a few blocks.
   */
  private prefix: number[] = [];
  private prefixValid = 0;

  constructor(blockSize = 512) {
    if (!Number.isInteger(blockSize) || blockSize < 1) {
      throw new RangeError(`blockSize must be a positive integer, got ${blockSize}`);
    }
    this.maxBlock = 2 * blockSize;
    this.minBlock = Math.max(1, blockSize >> 1);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Inserts or replaces the entry with this id. */
  upsert(id: string, score: number, version: number): void {
    // A NaN or infinite key would make the comparisons inconsistent and silently corrupt the order; an
    // infinite version would also break countBelow, which relies on every stored version being below +∞.
    if (!Number.isFinite(score)) throw new RangeError(`score must be finite, got ${score}`);
    if (!Number.isFinite(version)) throw new RangeError(`version must be finite, got ${version}`);
    const old = this.entries.get(id);
    if (old !== undefined) {
      if (old.score === score && old.version === version) return;
      this.detach(old);
    }
    const entry: RankEntry = { id, score, version };
    this.entries.set(id, entry);
    this.attach(entry);
  }

  remove(id: string): boolean {
    const entry = this.entries.get(id);
    if (entry === undefined) return false;
    this.entries.delete(id);
    this.detach(entry);
    return true;
  }

  get(id: string): RankEntry | undefined {
    return this.entries.get(id);
  }

  /** 1-based position of id, or null when absent. */
  rankOf(id: string): number | null {
    const entry = this.entries.get(id);
    if (entry === undefined) return null;
    const b = this.blockOf(entry.score, entry.version, entry.id);
    return this.prefixOf(b) + lowerBound(this.blocks[b]!, entry.score, entry.version, entry.id) + 1;
  }

  /**
   * How many entries rank strictly before a hypothetical entry (score, version); version defaults to
   * +Infinity (a newcomer ranks after every existing equal score).
   */
  countBefore(score: number, version = Infinity): number {
    if (Number.isNaN(score) || Number.isNaN(version)) {
      throw new RangeError(`countBefore needs numbers, got (${score}, ${version})`);
    }
    const b = this.blockOf(score, version, NO_ID);
    if (b === this.blocks.length) return this.entries.size;
    return this.prefixOf(b) + lowerBound(this.blocks[b]!, score, version, NO_ID);
  }

  /** How many entries have a strictly lower score. */
  countBelow(score: number): number {
    if (Number.isNaN(score)) throw new RangeError('countBelow needs a number, got NaN');
    // Stored versions are finite, so the entries before (score, +∞) are exactly those with score ≥ `score`.
    return this.entries.size - this.countBefore(score, Infinity);
  }

  /** Entry at 1-based position, or undefined when out of range. */
  at(position: number): RankEntry | undefined {
    if (!Number.isInteger(position) || position < 1 || position > this.entries.size) return undefined;
    const index = position - 1;
    const b = this.blockAtIndex(index);
    return this.blocks[b]![index - this.prefix[b]!];
  }

  /** Up to `limit` entries starting at 0-based `offset` (offset < 0 is treated as 0). */
  page(offset: number, limit: number): RankEntry[] {
    const result: RankEntry[] = [];
    const size = this.entries.size;
    // `> 0` is false for NaN as well, so a NaN offset reads from the top and a NaN limit returns nothing.
    const start = offset > 0 ? Math.floor(offset) : 0;
    if (!(limit > 0) || start >= size) return result;
    let remaining = Math.min(Math.floor(limit), size - start);
    const blocks = this.blocks;
    let b = this.blockAtIndex(start);
    let i = start - this.prefix[b]!;
    while (remaining > 0) {
      const block = blocks[b]!;
      const end = Math.min(block.length, i + remaining);
      remaining -= end - i;
      for (; i < end; i++) result.push(block[i]!);
      b++;
      i = 0;
    }
    return result;
  }

  clear(): void {
    this.entries.clear();
    this.blocks = [];
    this.prefix = [];
    this.prefixValid = 0;
  }

  /**
   * Index of the first block whose last entry does not rank before the key: the only block that can hold
   * it, or blocks.length when the key ranks after every entry.
   */
  private blockOf(score: number, version: number, id: string): number {
    const blocks = this.blocks;
    let lo = 0;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const block = blocks[mid]!;
      if (before(block[block.length - 1]!, score, version, id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the block holding the 0-based position `index` (which must be < size). */
  private blockAtIndex(index: number): number {
    const last = this.blocks.length - 1;
    this.prefixOf(last);
    const prefix = this.prefix;
    // Last block b with prefix[b] <= index; block 0 qualifies since prefix[0] = 0.
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (prefix[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Number of entries in the blocks before block b, extending the cached prefix counts up to b. */
  private prefixOf(b: number): number {
    const prefix = this.prefix;
    let valid = this.prefixValid;
    if (valid <= b) {
      const blocks = this.blocks;
      if (valid === 0) {
        prefix[0] = 0;
        valid = 1;
      }
      for (; valid <= b; valid++) prefix[valid] = prefix[valid - 1]! + blocks[valid - 1]!.length;
      this.prefixValid = valid;
    }
    return prefix[b]!;
  }

  /** Marks every prefix count after block b stale: b's own length or the blocks from b on changed. */
  private touched(b: number): void {
    if (this.prefixValid > b + 1) this.prefixValid = b + 1;
  }

  private attach(entry: RankEntry): void {
    const blocks = this.blocks;
    if (blocks.length === 0) {
      blocks.push([entry]);
      this.touched(0);
      return;
    }
    let b = this.blockOf(entry.score, entry.version, entry.id);
    // Ranking after every entry: append to the last block rather than open a block of one.
    if (b === blocks.length) b--;
    const block = blocks[b]!;
    block.splice(lowerBound(block, entry.score, entry.version, entry.id), 0, entry);
    this.touched(b);
    if (block.length > this.maxBlock) this.split(b);
  }

  private detach(entry: RankEntry): void {
    const b = this.blockOf(entry.score, entry.version, entry.id);
    const block = this.blocks[b]!;
    block.splice(lowerBound(block, entry.score, entry.version, entry.id), 1);
    this.touched(b);
    if (block.length < this.minBlock) this.rebalance(b);
  }

  private split(b: number): void {
    const block = this.blocks[b]!;
    this.blocks.splice(b + 1, 0, block.splice(block.length >>> 1));
    this.touched(b);
  }

  /** Block b fell below minBlock: drop it when empty, otherwise merge it with a neighbour. */
  private rebalance(b: number): void {
    const blocks = this.blocks;
    if (blocks[b]!.length === 0) {
      blocks.splice(b, 1);
      this.touched(b);
      return;
    }
    if (blocks.length === 1) return;
    const left = b + 1 < blocks.length ? b : b - 1;
    const target = blocks[left]!;
    const source = blocks[left + 1]!;
    for (let i = 0; i < source.length; i++) target.push(source[i]!);
    blocks.splice(left + 1, 1);
    this.touched(left);
    // A large neighbour can push the merged block over the limit; halving it leaves two blocks of at least
    // blockSize, so the merge cannot oscillate with the split.
    if (target.length > this.maxBlock) this.split(left);
  }
}
