/** What app/ gives a profile page: where its heading sits in the outline (under the section's h1). */
export interface ProfilePageProps {
  readonly headingLevel: 1 | 2 | 3 | 4;
}
