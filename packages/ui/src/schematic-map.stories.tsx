import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SchematicMap, type MapPoint } from './schematic-map.js';

const meta = {
  title: 'Checkout/Schematic map',
  component: SchematicMap,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SchematicMap>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful({ center, zoom, pin }: { center: MapPoint; zoom: number; pin: MapPoint | null }) {
  const [view, setView] = useState({ center, zoom });
  const [chosen, setChosen] = useState(pin);
  return (
    <SchematicMap
      center={view.center}
      zoom={view.zoom}
      pin={chosen}
      onPinChange={setChosen}
      onViewChange={setView}
      label="Set Delivery Location"
      zoomInLabel="Zoom in"
      zoomOutLabel="Zoom out"
      shapes={[
        {
          id: 'majaz',
          label: 'Al Majaz and Al Nahda',
          kind: 'polygon',
          polygon: [
            [
              [55.37, 25.31],
              [55.41, 25.31],
              [55.41, 25.34],
              [55.37, 25.34],
              [55.37, 25.31],
            ],
          ],
        },
        { id: 'qusais', label: 'Al Qusais', kind: 'circle', center: { lat: 25.27, lng: 55.38 }, radiusKm: 4 },
      ]}
      markers={[{ id: 'store', label: 'Karak Corner Al Majaz', point: { lat: 25.325, lng: 55.385 } }]}
    />
  );
}

const base = {
  center: { lat: 25.32, lng: 55.39 },
  zoom: 13,
  pin: null,
  onPinChange: () => undefined,
  onViewChange: () => undefined,
  label: 'Set Delivery Location',
  zoomInLabel: 'Zoom in',
  zoomOutLabel: 'Zoom out',
};

/** Karak Corner's polygon area in Sharjah and a 4 km distance area, the pin inside the polygon. */
export const MappedAreas: Story = {
  args: base,
  render: () => <Stateful center={{ lat: 25.32, lng: 55.39 }} zoom={12} pin={{ lat: 25.325, lng: 55.39 }} />,
};

/** The default view: centre 23/54 at zoom 7, no pin yet. */
export const DefaultView: Story = {
  args: base,
  render: () => <Stateful center={{ lat: 23, lng: 54 }} zoom={7} pin={null} />,
};
