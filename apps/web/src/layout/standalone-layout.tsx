import { Outlet } from 'react-router';
import { Box } from '@mantine/core';

/** Pages shown without the signed-in shell (the landing page) still need their main landmark. */
export function StandaloneLayout() {
  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <Outlet />
    </Box>
  );
}
