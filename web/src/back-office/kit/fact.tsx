import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value of a detail screen's facts (inside a Chakra `DataList.Root`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
