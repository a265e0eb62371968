/** JSON with sorted keys, for hashing and comparing values whose key order carries no meaning. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) text += ',';
      text += canonicalJson(value[index]);
    }
    return `${text}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Code-unit order, as `<` compares: the default sort of strings.
    const keys = Object.keys(record).sort();
    let text = '{';
    for (const key of keys) {
      const item = record[key];
      if (item === undefined) continue;
      if (text.length > 1) text += ',';
      text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
