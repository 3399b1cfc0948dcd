import type { StructureResolver } from 'sanity/structure';
import { schemaTypes, singletonTypes } from '../../schemas';
import { DESK_GROUPS, FIXED_DOCUMENTS } from './groups';

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
                group.types.flatMap((typeName) =>
                  FIXED_DOCUMENTS[typeName]
                    ? FIXED_DOCUMENTS[typeName].map(({ id, title }) =>
                        S.listItem().title(title).id(id).schemaType(typeName).child(S.document().schemaType(typeName).documentId(id)),
                      )
                    : singletonTypes.has(typeName)
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
