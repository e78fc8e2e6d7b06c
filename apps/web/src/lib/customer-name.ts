type Person = { firstName: string; lastName: string; email: string };

/** A customer's full name, or their email when they gave no name. */
export function customerName(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
