import { expect, test, type Locator, type Page } from '@playwright/test';
import { projects } from '@/content/projects';
import { technologies } from '@/content/technologies';
import { emptyFilter, filterProjects, isFiltered, projectCount, resultText, serializeFilter, typeChoices, type FilterState } from '@/lib/browser/filters';
import { projectTypes } from '@/lib/content/project-types';
import { allTypesRadio, escapeRegExp, expectFilterPanel, filterToggle } from './site';

// Every expectation comes from the content and the spec's filter rule: the count beside a choice is the
// number of projects the list shows once that choice is made, the rest of the selection kept.
const labels = technologies.map((technology) => technology.label);
const frenchTypeChoices = typeChoices('fr');
const visible = (filter: FilterState) => filterProjects(projects, filter).length;
const withTag = (filter: FilterState, tag: string) => ({ ...filter, tags: [...new Set([...filter.tags, tag])] });

const named = (label: string) => ({ name: new RegExp(`^${escapeRegExp(label)} \\(`) });
const radio = (page: Page, label: string) => page.getByRole('radio', named(label));
const tagButton = (page: Page, label: string) => page.getByRole('button', named(label));

/** The choice reads "React · 3" and its name "React (3 projets)" (or "(aucun projet)"). */
async function expectCount(control: Locator, shown: Locator, label: string, count: number) {
  await expect(control).toHaveAccessibleName(`${label} (${projectCount('fr', count)})`);
  await expect(shown).toHaveText(new RegExp(`^${escapeRegExp(label)}\\s*·\\s*${count}\\b`));
}

async function openAt(page: Page, filter: FilterState) {
  const query = serializeFilter(filter);
  await page.goto(query ? `projets?${query}` : 'projets');
  // The counts are written by the filter's script: its choices are enabled once it has run.
  await expect(allTypesRadio(page, { includeHidden: true })).toBeEnabled();
  // A filtered address opens the panel by itself.
  if (isFiltered(filter)) await expectFilterPanel(page, true);
  else await filterToggle(page).click();
}

/** Selections to check: none, each type, each project's first tag, and each project's type with all its tags. */
const selections: FilterState[] = [
  ...new Map(
    [
      emptyFilter,
      ...projectTypes.map((type) => ({ type, tags: [] })),
      ...projects.map((project) => ({ type: '' as const, tags: project.tags.slice(0, 1) })),
      ...projects.map((project) => ({ type: project.type, tags: project.tags })),
    ].map((filter) => [serializeFilter(filter), filter]),
  ).values(),
];

test.describe('the count beside each filter choice', () => {
  for (const filter of selections) {
    test(`matches the list each choice would show, at ?${serializeFilter(filter)}`, async ({ page }) => {
      await openAt(page, filter);
      for (const choice of frenchTypeChoices) {
        const control = radio(page, choice.label);
        const label = page.locator('label').filter({ has: control });
        await expectCount(control, label, choice.label, visible({ ...filter, type: choice.value }));
      }
      for (const tag of labels) {
        const button = tagButton(page, tag);
        await expectCount(button, button, tag, visible(withTag(filter, tag)));
      }
      // The line under the panel still says how many of all are shown.
      const shown = visible(filter);
      const status = page.getByRole('main').getByRole('status');
      await expect(status).toHaveText(resultText('fr', shown, projects.length, 'projects'));
    });
  }

  test('two choices that leave nothing together: the second says so, stays usable, then the list says so', async ({
    page,
  }) => {
    // From the content: two choices that each leave projects but none together (a type and a tag, or
    // two tags).
    const typeAndTag = projectTypes.flatMap((type) => labels.map((tag) => ({ type, tags: [tag] })));
    const twoTags = labels.flatMap((a) =>
      labels.filter((b) => b !== a).map((b) => ({ type: '' as const, tags: [a, b] })),
    );
    const alone = (filter: FilterState) => [
      { ...filter, tags: filter.tags.slice(0, -1) },
      { type: '' as const, tags: filter.tags.slice(-1) },
    ];
    const empty = [...typeAndTag, ...twoTags].find(
      (filter) => visible(filter) === 0 && alone(filter).every((part) => visible(part) > 0),
    );
    test.skip(!empty, 'No two choices of the content leave nothing together.');
    const { type, tags } = empty!;
    const last = tags.at(-1)!;
    await openAt(page, { type, tags: tags.slice(0, -1) });
    const control = tagButton(page, last);
    await expect(control).toHaveAccessibleName(/ \(aucun projet\)$/);
    await expect(control).toBeVisible();
    await expect(control).toBeEnabled();
    const position = async () => {
      const { x, y } = (await control.boundingBox())!;
      return { x, y };
    };
    const before = await position();
    await control.click();
    await expect(page.getByText('Aucun projet ne correspond a ce filtre.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
    // The choice is where it was: nothing in the panel jumped.
    expect(await position()).toEqual(before);
  });
});
