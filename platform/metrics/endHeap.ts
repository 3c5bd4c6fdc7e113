/** A binary min-heap of end times (calls in progress for one key). */
export class EndHeap {
  private a: number[] = [];
  get size(): number {
    return this.a.length;
  }
  push(v: number): void {
    const a = this.a;
    a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p] <= v) break;
      a[i] = a[p];
      i = p;
    }
    a[i] = v;
  }
  /** Drops every end <= t (calls over by instant t). */
  popUntil(t: number): void {
    const a = this.a;
    while (a.length > 0 && a[0] <= t) {
      const last = a.pop()!;
      if (a.length === 0) break;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= a.length) break;
        const r = l + 1;
        const c = r < a.length && a[r] < a[l] ? r : l;
        if (a[c] >= last) break;
        a[i] = a[c];
        i = c;
      }
      a[i] = last;
    }
  }
}
