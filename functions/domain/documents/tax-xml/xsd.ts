/**
 * A compact description of a tax authority XML form, from which the XML Schema is written
 * (xmllint checks the structure against it) and the sample generator builds its files.
 */
export type AttrType =
  'string' | 'integer' | 'decimal' | 'innUl' | 'innFl' | 'kpp' | 'date' | 'year' | 'code2';

export interface ElementSpec {
  name: string;
  /** Attribute name → its type and whether it is required. */
  attrs?: Readonly<Record<string, readonly [AttrType, boolean]>>;
  /** Children in order. */
  children?: readonly ElementSpec[];
  /** Exactly one of these children instead of `children`. */
  choice?: readonly ElementSpec[];
  optional?: boolean;
}

const SIMPLE_TYPES: Record<AttrType, string> = {
  string: `<xs:restriction base="xs:string"><xs:minLength value="1"/><xs:maxLength value="1000"/></xs:restriction>`,
  integer: `<xs:restriction base="xs:integer"/>`,
  decimal: `<xs:restriction base="xs:decimal"><xs:fractionDigits value="2"/></xs:restriction>`,
  innUl: `<xs:restriction base="xs:string"><xs:pattern value="[0-9]{10}"/></xs:restriction>`,
  innFl: `<xs:restriction base="xs:string"><xs:pattern value="[0-9]{12}"/></xs:restriction>`,
  kpp: `<xs:restriction base="xs:string"><xs:pattern value="[0-9]{9}"/></xs:restriction>`,
  date: `<xs:restriction base="xs:string"><xs:pattern value="[0-3][0-9]\\.[0-1][0-9]\\.[1-2][0-9]{3}"/></xs:restriction>`,
  year: `<xs:restriction base="xs:string"><xs:pattern value="[1-2][0-9]{3}"/></xs:restriction>`,
  code2: `<xs:restriction base="xs:string"><xs:pattern value="[0-9]{2}"/></xs:restriction>`,
};

function elementXsd(spec: ElementSpec): string {
  const occurs = spec.optional ? ' minOccurs="0"' : '';
  const children = spec.choice
    ? `<xs:choice>${spec.choice.map(elementXsd).join('')}</xs:choice>`
    : spec.children?.length
      ? `<xs:sequence>${spec.children.map(elementXsd).join('')}</xs:sequence>`
      : '';
  const attrs = Object.entries(spec.attrs ?? {})
    .map(
      ([name, [type, required]]) =>
        `<xs:attribute name="${name}" type="t_${type}" use="${required ? 'required' : 'optional'}"/>`,
    )
    .join('');
  return `<xs:element name="${spec.name}"${occurs}><xs:complexType>${children}${attrs}</xs:complexType></xs:element>`;
}

/** The XML Schema of a form whose root is `root`. */
export function xsdOf(root: ElementSpec): string {
  const types = Object.entries(SIMPLE_TYPES)
    .map(([name, body]) => `<xs:simpleType name="t_${name}">${body}</xs:simpleType>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${types}${elementXsd(root)}</xs:schema>`;
}
