import { useId, useState } from 'react';
import { SanityImage } from '~/shared/content/SanityImage';
import type { ResearchProjectsPageQueryResult } from '@schemas/sanity.types';
import { Button } from '~/shared/ui/Button';
import styles from './Projects.module.css';

export type Project = ResearchProjectsPageQueryResult['projects'][number];
type Labels = NonNullable<ResearchProjectsPageQueryResult['page']>['labels'];

/** How many projects a block shows before See More. */
export const PROJECTS_SHOWN_FIRST = 2;

interface ProjectBlockProps {
  status: string;
  heading: string | null | undefined;
  text: string | null | undefined;
  projects: Project[];
  labels: Labels;
}

/** The projects of one status (Upcoming, Ongoing, Complete) with their topic tags. */
export function ProjectBlock({ status, heading, text, projects, labels }: ProjectBlockProps) {
  const listId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? projects : projects.slice(0, PROJECTS_SHOWN_FIRST);
  const headingId = `projects-${status}-heading`;
  return (
    <section className={styles.block} aria-labelledby={headingId} data-status={status}>
      <h2 id={headingId}>{heading}</h2>
      {text ? <p className={styles.muted}>{text}</p> : null}
      <ul id={listId} className={styles.projects} aria-label={`${heading ?? status} projects`}>
        {shown.map((project) => (
          <li key={project._id} className={styles.project}>
            <SanityImage image={project.image} aspectRatio={16 / 9} sizes="(max-width: 700px) 100vw, 560px" className={styles.projectImage} />
            <div className={styles.projectBody}>
              <h3>{project.heading}</h3>
              <p>{project.description}</p>
              <ul className={styles.tags} aria-label="Topics">
                {project.topics?.map((topic) => (
                  <li key={topic._id} className={styles.tag}>
                    #{topic.title}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      {projects.length > PROJECTS_SHOWN_FIRST ? (
        <Button variant="outline" size="small" aria-expanded={all} aria-controls={listId} onClick={() => setAll((v) => !v)}>
          {all ? labels?.seeLess : labels?.seeMore}
          <span className="visually-hidden"> {heading} projects</span>
        </Button>
      ) : null}
    </section>
  );
}
