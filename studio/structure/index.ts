import type { StructureResolver } from 'sanity/structure';
import { schemaTypes, singletonTypes } from '../../schemas';
import { DESK_GROUPS } from './groups';

const titleOf = (typeName: string) => schemaTypes.find((t) => t.name === typeName)?.title ?? typeName;

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items(
      DESK_GROUPS.map((group) =>
        S.listItem()
          .title(group.title)
          .child(
            S.list()
              .title(group.title)
              .items(
                group.types.map((typeName) =>
                  singletonTypes.has(typeName)
                    ? S.listItem()
                        .title(titleOf(typeName))
                        .id(typeName)
                        .child(S.document().schemaType(typeName).documentId(typeName))
                    : S.documentTypeListItem(typeName).title(titleOf(typeName)),
                ),
              ),
          ),
      ),
    );
