/** A user's full name, or the spec's 'No name provided' (admin spec §2.2 Users tab). */
export function userName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || 'No name provided';
}

export const ROLE_LABELS = { consumer: 'Customer', merchant: 'Merchant', admin: 'Admin' } as const;
